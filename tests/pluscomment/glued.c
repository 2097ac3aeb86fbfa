int f(struct inode *i, struct file *f, int x)
{
	foo(x);
	return nonseekable_open(i, f);
}
