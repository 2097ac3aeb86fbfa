int f(int x)
{
	if (x)
		printk(KERN_INFO "abc \
def %d\n",
		       x);
	printk("a very long message that goes on and on \
   and on", first_argument_here, second_argument_here, third_argument);
	return 0;
}
