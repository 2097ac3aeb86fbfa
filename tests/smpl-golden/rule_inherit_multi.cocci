// The first rule binds buf twice (in and out); the second rule runs
// once for each binding.
@alloc@
identifier buf;
@@
  buf = make_buffer(...);

@@
identifier alloc.buf;
@@
- drop(buf);
+ drop_buffer(buf);
