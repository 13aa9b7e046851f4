# python3 summary.py RAW.tsv BASELOAD LOAD... : per round, BASELOAD's CPU per request over each LOAD's
# (= LOAD's requests per CPU-second over BASELOAD's), then median, min and max over the rounds.
import sys, csv, statistics
rows = list(csv.DictReader(open(sys.argv[1]), delimiter="\t"))
base = sys.argv[2]; loads = sys.argv[3:]
per = {}
for r in rows:
    per.setdefault(r["round"], {})[r["load"]] = float(r["us_per_request"])
names = sorted(set(r["load"] for r in rows))
print("CPU us per request, median (min-max) over", len(per), "rounds:")
for n in names:
    v = [p[n] for p in per.values() if n in p]
    print(f"  {n:14s} {statistics.median(v):7.3f} ({min(v):.3f}-{max(v):.3f})")
for l in loads:
    ratios = [p[base] / p[l] for p in per.values() if base in p and l in p]
    print(f"{l} vs {base} (requests per CPU-second, paired by round): " + " ".join(f"{x:.2f}" for x in ratios)
          + f"  median {statistics.median(ratios):.2f}, range {min(ratios):.2f}-{max(ratios):.2f}")
