void h2(void)
{
	if (a) {
		goto out;
	}
	bar();
	return;
out:
#if X
	baz();
#endif
	return;
}
void h3(void)
{
	if (a) {
#if X
		baz();
#endif
		return;
	}
	bar();
}
void h4(void)
{
	if (a) {
#if X
		baz();
#endif
	}
	bar();
}
void h5(void)
{
	if (a) {
		goto out;
	}
	bar();
	return;
out:
	qux();
#if X
	baz();
#endif
}
