@alloc@
identifier buf;
expression N;
@@
  buf = make_buffer(N);

@@
identifier alloc.buf;
@@
- drop(buf);
+ drop_buffer(buf);
