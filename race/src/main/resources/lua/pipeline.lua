-- Plaintext pipelined 16 deep: each write carries 16 requests; wrk counts every response.
local depth = 16
local batch

init = function(args)
  local r = {}
  for i = 1, depth do
    r[i] = wrk.format("GET", "/plaintext")
  end
  batch = table.concat(r)
end

request = function()
  return batch
end
