// `when strict' and a bare `return;' in a void function: the trailing dots end at the error exit too
@@
@@
- foo();
... when strict
    when != bar()
