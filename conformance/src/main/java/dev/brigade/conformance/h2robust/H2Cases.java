package dev.brigade.conformance.h2robust;

import java.util.ArrayList;
import java.util.List;

/** Every case of the HTTP/2 robustness profile, in the order they run. */
public final class H2Cases {

    private H2Cases() {}

    public static List<H2Case> all() {
        List<H2Case> all = new ArrayList<>(FrameCases.all());
        all.addAll(FloodCases.all());
        return List.copyOf(all);
    }
}
