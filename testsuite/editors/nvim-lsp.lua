-- SPDX-License-Identifier: GPL-2.0-or-later
--
-- spdx-lsp in Neovim 0.7 (Debian 12's; vim.lsp.start_client and
-- buf_attach_client, no vim.lsp.start), headless: every file of the test
-- project opened, the diagnostics published (UTF-16 ranges, codes, related
-- information) and as Neovim placed them (byte columns) compared with
-- expected-lsp.txt; kernel/syntax.c's fix-it asked for as a code action,
-- applied with vim.lsp.util.apply_workspace_edit, :write (didSave), then no
-- diagnostics; kernel/orphan.c's missing compile command shown; a buffer
-- wiped (didClose) cleared.  Writes PASS/FAIL lines to $OUT, then "done".
--
--   PROJECT=DIR EXPECTED=FILE OUT=FILE SPDX_LSP=CMD PLUGIN=SO \
--     nvim --headless -u NONE -i NONE -n -c 'luafile nvim-lsp.lua'
local function env(k)
  local v = os.getenv(k)
  assert(v, 'environment variable ' .. k)
  return v
end
local project, out = env('PROJECT'), env('OUT')
local results = {}
local published, shown, logged = {}, {}, {}
local WAIT = 20000

local function result(ok, name, detail)
  local line = (ok and 'PASS' or 'FAIL') .. ': nvim: ' .. name
  if not ok and detail then line = line .. ' (' .. detail .. ')' end
  table.insert(results, line)
end

local function rel(uri)
  local f = vim.uri_to_fname(uri)
  return f:sub(1, #project + 1) == project .. '/' and f:sub(#project + 2) or f
end

local function range(r)
  return string.format('%d:%d-%d:%d', r.start.line, r.start.character,
                       r['end'].line, r['end'].character)
end

-- expected-lsp.txt: per file, the sorted canonical lines of its diagnostics,
-- in UTF-16 ("u") and in bytes ("b").
local function read_expected()
  local want, last = {}, nil
  for _, l in ipairs(vim.fn.readfile(env('EXPECTED'))) do
    local f = vim.split(l, ' ', { trimempty = true })
    if f[1] == 'D' or f[1] == 'E' then
      want[f[2]] = want[f[2]] or {}
    end
    if f[1] == 'D' then
      last = { u = f[3] .. ' ' .. f[5], b = f[4] .. ' ' .. f[5] }
      table.insert(want[f[2]], last)
    elseif f[1] == 'R' then
      last.u = last.u .. ' related ' .. f[2] .. ' ' .. f[3]
    end
  end
  local out = {}
  for file, ds in pairs(want) do
    local u, b = {}, {}
    for _, d in ipairs(ds) do table.insert(u, d.u); table.insert(b, d.b) end
    table.sort(u); table.sort(b)
    out[file] = { u = table.concat(u, '; '), b = table.concat(b, '; ') }
  end
  return out
end

local function canon_lsp(diags)
  local u = {}
  for _, d in ipairs(diags) do
    local s = range(d.range) .. ' ' .. (d.code or '-')
    for _, r in ipairs(d.relatedInformation or {}) do
      s = s .. ' related ' .. rel(r.location.uri) .. ' ' .. range(r.location.range)
    end
    table.insert(u, s)
  end
  table.sort(u)
  return table.concat(u, '; ')
end

local function canon_vim(bufnr)
  local b = {}
  for _, d in ipairs(vim.diagnostic.get(bufnr)) do
    table.insert(b, string.format('%d:%d-%d:%d %s', d.lnum, d.col, d.end_lnum, d.end_col,
                                  d.code or '-'))
  end
  table.sort(b)
  return table.concat(b, '; ')
end

local function wait_for(pred) return vim.wait(WAIT, pred, 20) end

local function open(file, client_id)
  vim.cmd('edit ' .. vim.fn.fnameescape(project .. '/' .. file))
  local bufnr = vim.api.nvim_get_current_buf()
  vim.lsp.buf_attach_client(bufnr, client_id)
  return bufnr, vim.uri_from_bufnr(bufnr)
end

local function main()
  local want = read_expected()
  local client_id = vim.lsp.start_client({
    name = 'spdx-lsp',
    cmd = { env('SPDX_LSP'), '--plugin', env('PLUGIN') },
    root_dir = project,
    handlers = {
      ['textDocument/publishDiagnostics'] = function(err, res, ctx, config)
        published[res.uri] = res.diagnostics
        return vim.lsp.diagnostic.on_publish_diagnostics(err, res, ctx, config)
      end,
      ['window/showMessage'] = function(_, res) table.insert(shown, res) end,
      ['window/logMessage'] = function(_, res) table.insert(logged, res) end,
    },
  })
  result(client_id ~= nil, 'server started')
  local bufs = {}
  for file in pairs(want) do
    if file:match('%.c$') then
      bufs[file] = { open(file, client_id) }
    end
  end
  local all = wait_for(function()
    for file in pairs(want) do
      if published[vim.uri_from_fname(project .. '/' .. file)] == nil then return false end
    end
    return true
  end)
  result(all, 'diagnostics published for every file of expected-lsp.txt')
  local files = vim.tbl_keys(want)
  table.sort(files)
  for _, file in ipairs(files) do
    local uri = vim.uri_from_fname(project .. '/' .. file)
    local got = canon_lsp(published[uri] or {})
    result(published[uri] ~= nil and got == want[file].u,
           file .. ': published ranges (UTF-16), codes, related information',
           'got ' .. got .. ', want ' .. want[file].u)
    local placed = canon_vim(vim.uri_to_bufnr(uri))
    result(placed == want[file].b, file .. ': placed by Neovim at the byte columns GCC gave',
           'got ' .. placed .. ', want ' .. want[file].b)
  end
  local extra = {}
  for uri in pairs(published) do
    if want[rel(uri)] == nil then table.insert(extra, rel(uri)) end
  end
  result(#extra == 0, 'published for no other file', table.concat(extra, ' '))

  -- The fix-it, as vim.lsp.buf.code_action() asks for it: at the cursor.
  local bufnr, uri = bufs['kernel/syntax.c'][1], bufs['kernel/syntax.c'][2]
  vim.api.nvim_set_current_buf(bufnr)
  local d = vim.diagnostic.get(bufnr)[1]
  vim.api.nvim_win_set_cursor(0, { d.lnum + 1, d.col })
  local params = vim.lsp.util.make_range_params()
  params.context = { diagnostics = vim.lsp.diagnostic.get_line_diagnostics(bufnr, d.lnum) }
  local resp = vim.lsp.buf_request_sync(bufnr, 'textDocument/codeAction', params, WAIT)
  local actions = resp and resp[client_id] and resp[client_id].result or {}
  local a = actions[1]
  result(#actions == 1 and a.kind == 'quickfix' and a.title:find("Replace 'or' with 'OR'", 1, true)
         and a.diagnostics[1].code == 'spdx-syntax',
         'kernel/syntax.c: one quickfix, titled by what it does, its diagnostic attached',
         vim.inspect(actions))
  if a then vim.lsp.util.apply_workspace_edit(a.edit, 'utf-16') end
  local fixed = '/* Ünï 中文 𝔘 🐧 */ // SPDX-License-Identifier: GPL-2.0-or-later OR MIT'
  local line = vim.api.nvim_buf_get_lines(bufnr, 0, 1, false)[1]
  result(line == fixed, 'kernel/syntax.c: the edit applied at the UTF-16 range', line)
  published[uri] = nil
  vim.cmd('silent write')
  wait_for(function() return published[uri] ~= nil end)
  result(published[uri] ~= nil and #published[uri] == 0 and #vim.diagnostic.get(bufnr) == 0,
         'kernel/syntax.c: after :write (didSave), no diagnostics', vim.inspect(published[uri]))
  result(vim.fn.readfile(project .. '/kernel/syntax.c')[1] == fixed,
         'kernel/syntax.c: the fix is on disk')

  -- No compile command: said, not silence.
  local _, ouri = open('kernel/orphan.c', client_id)
  local path = vim.uri_to_fname(ouri)
  local said = wait_for(function()
    for _, m in ipairs(shown) do
      if m.type == 2 and m.message:find(path, 1, true) and m.message:find('compile_commands.json', 1, true) then
        return true
      end
    end
    return false
  end)
  result(said, 'kernel/orphan.c: window/showMessage (Warning) names the file and where it looked',
         vim.inspect(shown))
  local logs = wait_for(function()
    for _, m in ipairs(logged) do
      if m.message:find(path, 1, true) and m.message:find('looked at', 1, true) then return true end
    end
    return false
  end)
  result(logs, 'kernel/orphan.c: the log message lists every path looked at')

  -- didClose clears.
  local mbuf, muri = bufs['kernel/missing.c'][1], bufs['kernel/missing.c'][2]
  published[muri] = nil
  vim.cmd('bwipeout! ' .. mbuf)
  wait_for(function() return published[muri] ~= nil end)
  result(published[muri] ~= nil and #published[muri] == 0,
         'kernel/missing.c: buffer wiped (didClose), its diagnostics cleared')
  vim.lsp.stop_client(client_id)
end

local ok, err = pcall(main)
if not ok then result(false, 'the test script ran to its end', tostring(err)) end
table.insert(results, 'done')
vim.fn.writefile(results, out)
vim.cmd('qall!')
