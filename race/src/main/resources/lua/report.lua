-- Appended to every workload's script: one machine-readable line for the race to parse.
-- wrk counts a response with a status above 399 in errors.status; the rest are the 2xx.
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    "BRIGADE-WRK requests=%d duration_us=%d bytes=%d connect=%d read=%d write=%d status=%d timeout=%d p50_us=%d p99_us=%d\n",
    summary.requests, summary.duration, summary.bytes, e.connect, e.read, e.write, e.status, e.timeout,
    latency:percentile(50), latency:percentile(99)))
end
