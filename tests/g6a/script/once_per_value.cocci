@r@
expression x, y;
@@
f(x, y);

@s@
expression r.y;
@@
f(...,y);

@script:python@
x << r.x;
@@
print("x", x)
