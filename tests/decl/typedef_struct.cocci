// A structure definition alone in a pattern also matches the structure
// a typedef defines; one that declares variables is left alone.
@@
@@
struct item {
	...
-	int old;
	...
};
