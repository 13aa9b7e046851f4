/**
 * The brigade contract on Helidon SE 4: {@link dev.brigade.helidon.Main} builds the WebServer
 * from config and registers one {@code HttpService} per group of routes.
 */
package dev.brigade.helidon;
