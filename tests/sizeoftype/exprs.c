/* `sizeof (NAME)' is the size of a type where the file takes NAME as a
 * type in a declaration, a parameter or a cast, before or after it; a
 * name never so taken stays an expression. */
struct s { U32 x[4]; };
int f(void *q)
{
	a = sizeof(U32);
	c = sizeof(foo);
	p = (CAST_T *)q;
	e = sizeof(CAST_T);
	g = sizeof(int);
	return 0;
}
int h(struct s *v)
{
	d = sizeof(v);
	e = sizeof(PARAM_T);
	return sizeof(LOCAL_T);
}
int k(PARAM_T *p)
{
	LOCAL_T l = 0;
	return 0;
}
