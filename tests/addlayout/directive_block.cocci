// Lines added into an empty block `{}` whose first is a directive: the
// directive starts a line of its own (a `#` only counts at the start of a
// line), the `}` goes back to the header's indentation.
@@
identifier f;
@@
f (...) { ... for (...;...;...) { ...
+#ifdef X
+g();
+#endif
}
...
}
