int f(int x)
{
	a = put_user(S,
		  (int *)arg) ? -EFAULT : 0;
	b = put_user(S,
		  (int __user *)arg) ? -EFAULT : 0;
	c = g(S,
		  arg) ? -EFAULT : 0;
	d = put_user(S,
		  (int __user *)arg) ? -EFAULT : 1;
}
