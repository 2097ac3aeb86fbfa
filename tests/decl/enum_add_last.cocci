// Code added after the last item of a list that has no trailing comma:
// the comma comes first, and the item goes on a line of its own like
// the others.
@@
@@
enum color {
	...,
	BLUE,
+	GREEN
};
