/**
 * {@code brigade release}: {@code dist/} with a self-contained folder and archive per server and for the kit
 * (jlink runtime, launcher, AOT cache), the public race's competitor folders and SHA256SUMS, then the proof of
 * each archive on a machine without Java. It uses the race's own parts (servers, the kit, pinned starts), which
 * {@code dev.brigade.race} makes public for it; the race never depends on it, only {@code Main} dispatches here.
 */
package dev.brigade.race.release;
