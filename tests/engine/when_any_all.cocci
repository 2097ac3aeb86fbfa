// `... when any` before a compound statement: every later match of it
// counts, not only the first.
@@
expression l;
@@
lock(l);
... when any
if (...) {
+   unlock(l);
    return ...;
}
