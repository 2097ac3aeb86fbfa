/* A name pasted with `##' is a name of its own: the function a #define
 * body defines as `name##_show' is not `name'. */
#define SHOW(name)						\
	static int name##_show(int *buf)			\
	{							\
		return fill(buf, &name);			\
	}

static int real(int *buf)
{
	return 0;
}

static int use(void)
{
	return call(&real, &name);
}
