// must not match: the code after the label, reached by the goto, holds the forbidden h()
@@
@@
- foo();
... when != h()
