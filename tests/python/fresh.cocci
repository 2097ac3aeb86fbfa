// A fresh identifier named by a script from a bound identifier.
@initialize:python@
@@
count = 0
def tmp_name(base):
    global count
    count += 1
    return "%s_tmp%d" % (base, count)

@@
identifier x;
fresh identifier t = script:python(x) { tmp_name(x) };
@@
- x = compute();
+ int t = compute();
+ x = t;
