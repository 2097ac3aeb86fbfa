int f(int x)
{
	return posix_acl_dup(x);
}
