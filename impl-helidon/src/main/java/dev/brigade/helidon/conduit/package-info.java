/**
 * RealWorld's Conduit slice on SQLite: {@link dev.brigade.helidon.conduit.ConduitService} (the
 * routes), {@link dev.brigade.helidon.conduit.ConduitStore} (the SQL) and
 * {@link dev.brigade.helidon.conduit.Database} (the connections), blocking JDBC on virtual threads.
 */
package dev.brigade.helidon.conduit;
