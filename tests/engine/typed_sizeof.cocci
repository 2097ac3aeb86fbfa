// sizeof has type size_t; the difference of two pointers ptrdiff_t.
@@
size_t s;
@@
- use(s)
+ use_size(s)

@@
ptrdiff_t d;
@@
- use(d)
+ use_diff(d)
