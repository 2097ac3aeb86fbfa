// An added `if' header before a kept statement makes that statement its
// body: the body goes one step deeper, each of its lines.  Written by
// hand: spatch 1.1.1 prints the body on the header's line
// (`if (ok)do_it(a,');, which the conformance suite's ifdef4 does not
// want either (there the body is one step deeper).
@@
expression a, b;
@@
+ if (ok)
  do_it(a, b);
