# Inclusive and self shares of JFR execution samples: python3 hot.py FILE.jfr [N]
import subprocess, sys, collections, re
f = sys.argv[1]; n = int(sys.argv[2]) if len(sys.argv) > 2 else 40
txt = subprocess.run(["jfr", "print", "--events", "jdk.ExecutionSample", "--stack-depth", "96", f], capture_output=True, text=True).stdout
stacks = []
for ev in txt.split("jdk.ExecutionSample")[1:]:
    m = re.search(r"stackTrace = \[(.*?)\n\s*\]", ev, re.S)
    if not m: continue
    frames = [re.sub(r"\s+line:.*", "", l.strip()) for l in m.group(1).strip().split("\n") if l.strip() and l.strip() != "..."]
    stacks.append(frames)
tot = len(stacks); self_ = collections.Counter(s[0] for s in stacks if s)
incl = collections.Counter()
for s in stacks:
    for fr in set(s): incl[fr] += 1
print(f"samples {tot}")
print("--- self"); [print(f"{c*100/tot:5.1f}% {k}") for k, c in self_.most_common(n)]
print("--- inclusive"); [print(f"{c*100/tot:5.1f}% {k}") for k, c in incl.most_common(n+30)]
