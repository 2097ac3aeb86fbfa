// The type of an array declarator (`void __iomem *dir[2]': T is
// `void __iomem *[2]', written around the name) keeps the attribute
// word when printed again; plain arrays as before.
@@
identifier s, fld;
type T;
@@
 struct s {
   ...
-  T fld;
+  T fld; /* f */
   ...
 };
