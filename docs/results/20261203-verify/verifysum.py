# Extracts each server module's kit, robustness, durability and soak results from a `.ci/run` log
# into a results README (stdout). usage: verifysum.py LOG COMMIT
import re,sys
log=open(sys.argv[1],errors='ignore').read().split('\n'); commit=sys.argv[2]
mods={}; cur=None; ex=None
for l in log:
    m=re.match(r'\[INFO\] --- exec:[\d.]+:exec \(([\w-]+)\) @ (impl-[\w-]+) ---',l)
    if m: ex,cur=m.group(1),m.group(2); mods.setdefault(cur,{}).setdefault(ex,[]); continue
    if l.startswith('[INFO]') or l.startswith('[ERROR]') or l.startswith('[WARNING]'): ex=None if l.startswith('[INFO] ---') or 'BUILD' in l else ex
    if cur and ex:
        if re.match(r'^(PASS|FAIL|WARN|DECL|SKIP) ',l) or re.search(r'passed, .*(failed|skipped)|every step passed|steps? failed',l):
            if ex=='conformance' and l.startswith('PASS'): continue
            if ex=='robustness' and l.startswith('PASS'): continue
            mods[cur][ex].append(re.sub(r'\(declared \(.*?\): .*\)$','(declared)',l.rstrip()))
print(f"# Every server's verify at {commit}\n")
print(f"What each server module's `verify` printed in one `.ci/run` on a clean clone of {commit}: the kit in")
print("both modes, the robustness profile with the module's declared list, durability (and raw-nio's HTTP/2 robustness profile and soak")
print("smoke). Passing lines of the kit and of the robustness profile are left out; every other line is as")
print("printed. Made with `verifysum.py` beside this file from the run's log.\n")
for mod in sorted(mods, key=lambda m: ['impl-raw-nio','impl-vertx','impl-helidon','impl-micronaut','impl-quarkus'].index(m) if m in ['impl-raw-nio','impl-vertx','impl-helidon','impl-micronaut','impl-quarkus'] else 9):
    print(f"## {mod}\n")
    for ex in ['conformance','robustness','robustness-h2','durability','soak-smoke']:
        if mods[mod].get(ex):
            print(f"{ex}:\n\n```")
            print('\n'.join(mods[mod][ex])); print("```\n")
