#!/usr/bin/env python3
"""levers.py RESULTS.json BASE: per workload, each variant's CPU per request over BASE's, round by round
(median and range), its share of raw-nio's throughput per CPU (the race's paired ratio), and steadiness."""
import json, statistics, sys
d = json.load(open(sys.argv[1])); base = sys.argv[2]
rounds = d['rounds']; ratios = {(r['workload'], r['competitor']): r for r in d['ratios']}
for w in sorted({r['workload'] for r in rounds}):
    by = {}
    for r in rounds:
        if r['workload'] == w:
            by.setdefault(r['competitor'], {})[r['round']] = r
    print(f"\n{w}\n| server | CPU/req (median µs) | ÷ {base} per round: median (range) | vs raw-nio | steady |")
    print("|---|---:|---:|---:|---:|")
    for c, rs in by.items():
        cpus = [x['cpuMicrosPerRequest'] for x in rs.values() if x.get('cpuMicrosPerRequest')]
        per = [rs[k]['cpuMicrosPerRequest'] / by[base][k]['cpuMicrosPerRequest'] for k in rs if k in by.get(base, {})
               and rs[k].get('cpuMicrosPerRequest') and by[base][k].get('cpuMicrosPerRequest')]
        steady = sum(1 for x in rs.values() if (x.get('warmup') or {}).get('steady'))
        rr = ratios.get((w, c)); rtxt = f"{rr['median']:.2f} ({rr['low']:.2f}-{rr['high']:.2f})" if rr else "-"
        ptxt = f"{statistics.median(per):.3f} ({min(per):.2f}-{max(per):.2f})" if per and c != base else "-"
        print(f"| {c} | {statistics.median(cpus):.1f} | {ptxt} | {rtxt} | {steady}/{len(rs)} |")
