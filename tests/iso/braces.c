void f(struct obj *a, struct obj *b)
{
	if (a) {
		put(a);
	}
	if (b)
		put(b);
}
