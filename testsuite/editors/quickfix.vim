" SPDX-License-Identifier: GPL-2.0-or-later
"
" The test project's build log in Vim's (or Neovim's) quickfix list, with
" the default errorformat ('efm' for gcc): :cgetfile LOG, then every valid
" entry must be exactly expected-log.txt's (FILE, LINE, byte COL, KIND), in
" order, "In file included from" lines left out (the errorformat's %-G),
" and :cc N must land at each one's line and byte column.  %c counts bytes:
" the log is built with -fdiagnostics-column-unit=byte.  Writes PASS/FAIL
" lines to $OUT, then "done".
"
"   PROJECT=DIR LOG=FILE EXPECTED=FILE OUT=FILE vim -es -u NONE -i NONE -N -S quickfix.vim
"   ... nvim --headless -u NONE -i NONE -n -S quickfix.vim
set nomore hidden
let s:tool = has('nvim') ? 'nvim' : 'vim'
let s:results = []

function! s:result(ok, name, detail) abort
  call add(s:results, (a:ok ? 'PASS' : 'FAIL') . ': ' . s:tool . '-quickfix: ' . a:name
        \ . (a:ok ? '' : ' (' . a:detail . ')'))
endfunction

function! s:abs(f) abort
  return resolve(simplify(fnamemodify(a:f, ':p')))
endfunction

function! s:main() abort
  execute 'cd' fnameescape($PROJECT)
  let want = []
  for l in readfile($EXPECTED)
    if l =~# '^#' || l =~# '^\s*$'
      continue
    endif
    let [file, lnum, dcol, bcol, kind] = split(l)
    if kind !=# 'include'
      call add(want, [s:abs($PROJECT . '/' . file), str2nr(lnum), str2nr(bcol), kind])
    endif
  endfor
  execute 'cgetfile' fnameescape($LOG)
  let got = []
  let idx = []
  let i = 0
  for e in getqflist()
    let i += 1
    if e.valid
      call add(got, [s:abs(bufname(e.bufnr)), e.lnum, e.col, matchstr(e.text, '^\s*\zs\a\+')])
      call add(idx, i)
    endif
  endfor
  call s:result(got ==# want, 'the build log''s locations, in order, with their kinds',
        \ 'got ' . string(got) . ', want ' . string(want))
  let bad = []
  for n in range(min([len(idx), len(want)]))
    execute 'silent cc' idx[n]
    let at = [s:abs(expand('%')), line('.'), col('.')]
    if at !=# want[n][0:2]
      call add(bad, string(at) . ', want ' . string(want[n][0:2]))
    endif
  endfor
  call s:result(!empty(idx) && empty(bad), ':cc lands at each line and byte column', join(bad, '; '))
endfunction

try
  call s:main()
catch
  call s:result(0, 'the test script ran to its end', v:exception . ' at ' . v:throwpoint)
endtry
call add(s:results, 'done')
call writefile(s:results, $OUT)
qall!
