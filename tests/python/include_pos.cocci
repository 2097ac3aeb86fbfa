// A position on an #include pattern; a script keeps one of them, and
// a later rule removes the one kept.
@h@
position p;
@@
#include <...>@p

@script:python@
p << h.p;
@@
if int(p[0].line) != 3:
    cocci.include_match(False)

@@
position h.p;
@@
-#include <...>@p
