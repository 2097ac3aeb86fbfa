" Semantic patches (SmPL) and isomorphism files of spatch.
autocmd BufRead,BufNewFile *.cocci,*.iso setfiletype cocci
