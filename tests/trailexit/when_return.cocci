// a trailing `... when !=' whose path leaves by an early return (if without else): the path ends at the error exit, the when holds along it: a match
@@
@@
- foo();
... when != bar()
