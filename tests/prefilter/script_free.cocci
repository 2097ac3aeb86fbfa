// The prefilter: a script rule that needs no rule runs for every file
// (spatch prints "free" once per file), so no file is skipped.
@r@
@@
- only_here();
@script:python@
@@
print("free")
