void fail(int code)
{
	int errnum;

	errno = code;
	errnum = code;
}
