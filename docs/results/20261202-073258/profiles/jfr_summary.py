#!/usr/bin/env python3
"""jfr_summary.py FILE.jfr: steady-state profile summary: self samples by method (top 25) and by library, and
inclusive samples of the frames of our own code (dev.brigade), from jdk.ExecutionSample."""
import json, os, subprocess, sys, collections
J = os.path.join(os.environ.get("JAVA_HOME", "/usr/lib/jvm/temurin-25-jdk-amd64"), "bin", "jfr")
data = json.loads(subprocess.run([J, "print", "--json", "--stack-depth", "64", "--events", "jdk.ExecutionSample", sys.argv[1]],
                                 capture_output=True, text=True, check=True).stdout)
events = data["recording"]["events"]
def name(f):
    m = f["method"]; return m["type"]["name"].replace("/", ".") + "." + m["name"]
def lib(t):
    t = t.replace("/", ".")
    for p, n in [("dev.brigade", "brigade (ours)"), ("io.netty", "Netty"), ("io.vertx", "Vert.x"), ("io.helidon", "Helidon"),
                 ("io.micronaut", "Micronaut"), ("io.quarkus", "Quarkus"), ("org.jboss.resteasy", "Quarkus REST"),
                 ("io.pebbletemplates", "Pebble"), ("io.quarkus.qute", "Qute"), ("com.fasterxml", "Jackson"),
                 ("reactor", "Reactor"), ("io.smallrye", "SmallRye/Mutiny"), ("org.sqlite", "sqlite-jdbc"),
                 ("java.", "JDK"), ("jdk.", "JDK"), ("sun.", "JDK")]:
        if t.startswith(p): return n
    return t.rsplit(".", 2)[0]
n = len(events); self_m = collections.Counter(); self_l = collections.Counter(); incl = collections.Counter()
for e in events:
    frames = e["values"]["stackTrace"]["frames"] if e["values"].get("stackTrace") else []
    if not frames: continue
    top = frames[0]; self_m[name(top)] += 1; self_l[lib(top["method"]["type"]["name"])] += 1
    seen = set()
    for f in frames:
        k = name(f)
        if f["method"]["type"]["name"].replace("/", ".").startswith("dev.brigade") and k not in seen:
            seen.add(k); incl[k] += 1
print(f"{n} samples")
print("self, by library:", ", ".join(f"{l} {c * 100 / n:.0f}%" for l, c in self_l.most_common(10)))
print("self, by method:")
for m, c in self_m.most_common(25): print(f"  {c * 100 / n:5.1f}%  {m}")
print("inclusive, our frames:")
for m, c in incl.most_common(12): print(f"  {c * 100 / n:5.1f}%  {m}")
# who calls the JDK's hot spots: the first frame outside the JDK above each sample in a JDK method
calls = collections.Counter()
for e in events:
    frames = e["values"]["stackTrace"]["frames"] if e["values"].get("stackTrace") else []
    if not frames or lib(frames[0]["method"]["type"]["name"]) != "JDK": continue
    for f in frames:
        if lib(f["method"]["type"]["name"]) != "JDK":
            calls[name(frames[0]).rsplit(".", 1)[0].rsplit(".", 1)[-1] + " <- " + name(f)] += 1; break
print("JDK self samples, by first caller outside the JDK:")
for m, c in calls.most_common(12): print(f"  {c * 100 / n:5.1f}%  {m}")
