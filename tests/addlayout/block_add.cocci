// Lines added into an empty block `{}`: the `}` goes back to the
// header's indentation.
@@
identifier f;
@@
f (...) { ... for (...;...;...) { ...
+g();
+h();
}
...
}
