int f(int x)
{
	return posix_acl_get(x) + posix_acl_dup_no(x);
}
