int f(struct a **arr, int count)
{
	struct a *new_array;

	new_array = kmalloc(offsetof(struct a, inodes[count + 1]), GFP_NOFS);
	if (new_array == NULL)
		return -ENOMEM;
	memcpy(new_array, *arr, offsetof(struct a, inodes[count]));
	return 0;
}

int g(struct a *old, int count)
{
	struct a *copy;

	copy = kmalloc(offsetof(struct a, inodes[count]), GFP_NOFS);
	if (copy == NULL)
		return -ENOMEM;
	memcpy(copy, old, offsetof(struct a, inodes[count]));
	return 0;
}
