// A bit-field added to a structure prints as `type name:width;` on its
// own line (the `:` is no label's).
@@
identifier f;
@@
struct regs {
	...
-	unsigned f : 1;
+	unsigned f : 4;
	...
};
