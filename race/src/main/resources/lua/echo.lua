-- POST /echo with a 4096-byte random body, the same bytes on every request.
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/octet-stream"

local bytes = {}
math.randomseed(4096)
for i = 1, 4096 do
  bytes[i] = string.char(math.random(0, 255))
end
wrk.body = table.concat(bytes)
