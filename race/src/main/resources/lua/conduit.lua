-- Conduit mixed: the list 50% (random limit and offset), an article 30%, a comment 15% and a
-- favorite 5% (random articles), the writes with the load user's token (the first script argument).
local token
local comment = '{"comment":{"body":"Lovely roux."}}'

init = function(args)
  token = args[1]
  -- each thread has its own Lua state: seed each differently (a table's address differs)
  local salt = tonumber(string.match(tostring({}), "0x(%x+)") or "0", 16) or 0
  math.randomseed(os.time() + salt % 1000003)
end

request = function()
  local r = math.random(100)
  if r <= 50 then
    return wrk.format("GET", string.format("/api/articles?limit=%d&offset=%d", math.random(1, 20), math.random(0, 999)))
  end
  local article = string.format("/api/articles/article-%04d", math.random(0, 999))
  if r <= 80 then
    return wrk.format("GET", article)
  end
  local headers = { ["Authorization"] = "Token " .. token }
  if r <= 95 then
    headers["Content-Type"] = "application/json"
    return wrk.format("POST", article .. "/comments", headers, comment)
  end
  -- an empty body still says Content-Length: 0
  return wrk.format("POST", article .. "/favorite", headers, "")
end
