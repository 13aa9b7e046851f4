-- Appended to every workload's script: one machine-readable line for the race to parse.
-- wrk counts a response with a status above 399 in errors.status; the rest are the 2xx.

-- Under heavy overload wrk's latency:percentile() can answer 0: its coordinated-omission correction
-- puts counts below the recorded minimum, where its scan does not look. Then the largest latency
-- recorded stands in: an upper bound, never a flattering 0.
local function percentile(latency, p)
  local v = latency:percentile(p)
  if v == 0 and latency.max > 0 then
    return latency.max
  end
  return v
end

done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    "BRIGADE-WRK requests=%d duration_us=%d bytes=%d connect=%d read=%d write=%d status=%d timeout=%d p50_us=%d p99_us=%d\n",
    summary.requests, summary.duration, summary.bytes, e.connect, e.read, e.write, e.status, e.timeout,
    percentile(latency, 50), percentile(latency, 99)))
end
