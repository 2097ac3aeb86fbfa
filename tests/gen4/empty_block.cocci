// An empty block `{ }' matches an empty block only: not `{ b(); }', and,
// holding no statement, it stands for no branch without braces (`else
// b();', `else ;') (spatch 1.1.1; gallery k-zc-alloc: `- else { }' took
// a whole else branch of ext4_li_request_new).
@@
expression E;
statement S;
@@
  if (E) S
- else { }
