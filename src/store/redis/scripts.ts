// The Redis store's methods, one Lua script each: Redis runs a script whole before any other command,
// which is what makes each method atomic across every process that shares the server. Times come from
// the server's own clock (TIME), so proxies on machines whose clocks disagree still agree on expiry
// and on how full a bucket is. Owner listings are sorted sets scored by expiry time.

// Now in ms by the server's clock, and a listing's entry for KEYS[1] under the index KEYS[2].
const HEAD = `
local function now_ms()
  local t = redis.call('TIME')
  return tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
end
local function list_under(index, key, ttl)
  redis.call('ZADD', index, now_ms() + ttl, key)
  if redis.call('PTTL', index) < ttl then redis.call('PEXPIRE', index, ttl) end
end
`

/** KEYS: key, [owner index]; ARGV: value, ttl ms → 1 when claimed, 0 when taken. */
export const CLAIM = `${HEAD}
if redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
local ttl = tonumber(ARGV[2])
redis.call('SET', KEYS[1], ARGV[1], 'PX', ttl)
if KEYS[2] then list_under(KEYS[2], KEYS[1], ttl) end
return 1`

/** KEYS: key, [owner index]; ARGV: value, ttl ms. */
export const PUT = `${HEAD}
local ttl = tonumber(ARGV[2])
redis.call('SET', KEYS[1], ARGV[1], 'PX', ttl)
if KEYS[2] then list_under(KEYS[2], KEYS[1], ttl) end
return 1`

/** KEYS: key; ARGV: holder, ttl ms → 1 when renewed. */
export const RENEW = `
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[2]))
return 1`

/** KEYS: key; ARGV: holder → 1 when released. */
export const RELEASE = `
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
redis.call('DEL', KEYS[1])
return 1`

/**
 * KEYS: bucket; ARGV: cost, capacity, refill per second, state ttl ms → { ok, remaining, retry ms }.
 * The same arithmetic as `refillBucket`; numbers leave as strings (Lua's numbers would be truncated).
 */
export const TAKE = `${HEAD}
local cost, capacity, rate = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
local now = now_ms()
local saved = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens = capacity
if saved[1] then
  local elapsed = math.max(0, now - tonumber(saved[2]))
  tokens = math.min(capacity, tonumber(saved[1]) + elapsed * rate / 1000)
end
local ok, retry = 0, 0
if tokens >= cost then
  tokens = tokens - cost
  ok = 1
else
  retry = math.ceil((cost - tokens) * 1000 / rate)
end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'at', tostring(now))
redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[4]))
return { ok, tostring(tokens), tostring(retry) }`

/** KEYS: owner index; ARGV: key prefix → { key, value, key, value, … } of the live ones. */
export const LIST = `${HEAD}
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now_ms())
local found = {}
for _, key in ipairs(redis.call('ZRANGE', KEYS[1], 0, -1)) do
  if string.sub(key, 1, string.len(ARGV[1])) == ARGV[1] then
    local value = redis.call('GET', key)
    if value then
      found[#found + 1] = key
      found[#found + 1] = value
    end
  end
end
return found`

/** KEYS: owner index → how many live values were erased. */
export const DELETE_OWNER = `
local erased = 0
for _, key in ipairs(redis.call('ZRANGE', KEYS[1], 0, -1)) do
  erased = erased + redis.call('DEL', key)
end
redis.call('DEL', KEYS[1])
return erased`
