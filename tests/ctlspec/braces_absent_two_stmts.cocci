// Must not match: the pattern's braces hold two statements, the code's
// unbraced branch one; the second statement lies after the if.
@@
expression e;
@@
  if (e) {
-   a();
    b();
  }
