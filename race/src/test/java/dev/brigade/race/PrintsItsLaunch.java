package dev.brigade.race;

import java.lang.management.ManagementFactory;

/** A stand-in server for the launcher test: prints its JVM flags, a property and its arguments. */
public final class PrintsItsLaunch {

    private PrintsItsLaunch() {
    }

    public static void main(String[] args) {
        System.out.println("jvm " + ManagementFactory.getRuntimeMXBean().getInputArguments());
        System.out.println("property " + System.getProperty("brigade.launcher.test"));
        System.out.println("args " + String.join(" ", args));
    }
}
