// Code added after `...,` at the end of an initializer whose last item
// has no comma: that item gets one.
@@
identifier I;
@@
struct ops I = {
	...,
+	.release = my_release,
};
