// f's b() is reached from the entry without a() (inconsistent paths):
// spatch leaves the whole file as it was (g, h and the second rule too)
// and fails (status 255; ladybug 1, as for conflicting changes).
@@
@@
  a();
  ...
- b();
+ bb();

@@
@@
- z();
+ zz();
